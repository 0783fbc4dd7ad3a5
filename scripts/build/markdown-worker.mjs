// @ts-check
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { MARKDOWN } from './markdown.mjs';

// A worker of markdown-aside.mjs: renders the Markdown it is sent with the site's resolved settings
// (sent as data) and its plugins (imported here), answering what Astro's own Markdown entry type
// answers (astro/dist/vite-plugin-markdown/content-entry-type.js) or the error's message.
const { image, markdown } = /** @type {{ image: any, markdown: any }} */ (workerData);
const processor = createMarkdownProcessor({
  image,
  ...markdown,
  remarkPlugins: MARKDOWN.remarkPlugins,
  rehypePlugins: [],
});

parentPort?.on(
  'message',
  async (
    /** @type {{ id: number, body: string, frontmatter: Record<string, unknown>, filePath?: string }} */ job,
  ) => {
    try {
      const result = await (await processor).render(job.body, {
        frontmatter: job.frontmatter,
        // @ts-expect-error Astro's internal option, as its own entry type passes it
        fileURL: job.filePath ? pathToFileURL(job.filePath) : undefined,
      });
      const { localImagePaths, remoteImagePaths } = result.metadata;
      parentPort?.postMessage({
        id: job.id,
        rendered: {
          html: result.code,
          metadata: { ...result.metadata, imagePaths: localImagePaths.concat(remoteImagePaths) },
        },
      });
    } catch (error) {
      parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
    }
  },
);
