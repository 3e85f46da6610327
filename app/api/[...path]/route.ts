import { notFound } from "@/lib/core/errors";
import { errorResponse } from "@/lib/server/route";

/** Any /api path without a handler answers the JSON envelope, not the HTML not-found page. */
const unknownRoute = async (request: Request) =>
  errorResponse(notFound("Rota não encontrada"), request);

export {
  unknownRoute as GET,
  unknownRoute as POST,
  unknownRoute as PUT,
  unknownRoute as PATCH,
  unknownRoute as DELETE,
};
