/** Next.js's file-system cache handler with the site's rules (see the module). */
export default class RenderCache {
  constructor(ctx: object);
  get(key: string, ctx: object): Promise<{ value: { html?: string } | null; lastModified?: number } | null>;
  set(key: string, data: object | null, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: object): Promise<void>;
}
