/** A value the post cannot take (a taken slug, a translation in the same language): a 400. */
export class PostFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
