/** An error a caller can act on: it carries its HTTP status and a pt-BR message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Extra response headers (e.g. `Retry-After` on a 429). */
    readonly headers?: Record<string, string>,
    /** Extra machine-readable fields of the answer, e.g. `{ reason: "two_factor_required" }`. */
    readonly extra?: Record<string, string | boolean>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message = "Dados inválidos", errors?: Record<string, string[]>) =>
  new AppError(400, message, errors);
export const unauthorized = (message = "Não autenticado") => new AppError(401, message);
export const forbidden = (message = "Acesso negado") => new AppError(403, message);
export const notFound = (message = "Registro não encontrado") => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new AppError(409, message, errors);
export const payloadTooLarge = (message = "Max image size is 5MB.") => new AppError(413, message);
export const unsupportedType = (
  message = "Apenas .pdf, .jpg, .jpeg, .png and .webp formatos são suportados.",
) => new AppError(415, message);
export const tooManyRequests = (
  message = "Muitas tentativas. Tente novamente em alguns minutos.",
  retryAfterSeconds?: number,
) =>
  new AppError(
    429,
    message,
    undefined,
    retryAfterSeconds
      ? { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) }
      : undefined,
  );

/** The database is too busy for this request: 503 with Retry-After (the statement timed out). */
export class BusyError extends AppError {
  readonly retryAfterSeconds = 5;
  constructor() {
    super(503, "O sistema está sobrecarregado. Tente novamente em alguns segundos.");
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
