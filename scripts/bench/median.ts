/** The middle value of a list of numbers (the upper middle one for an even count). */
export const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
