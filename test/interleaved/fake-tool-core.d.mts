/** The stand-in tool's output as a function of its environment and its call number (fake-tool-core.mjs). */
export function fakeToolOutput(env: Readonly<Record<string, string | undefined>>, call: number): string;
