export function precompressAssets(dir: string): Promise<void>;
