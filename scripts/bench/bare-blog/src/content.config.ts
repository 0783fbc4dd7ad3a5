import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

const articles = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: `${process.env.CONTENT_DIR}/articles` }),
  schema: z.object({ title: z.string(), description: z.string(), date: z.coerce.date() }),
});

export const collections = { articles };
