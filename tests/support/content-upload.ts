import type * as trainingFile from "@/app/api/training-admin/[id]/file/route";
import { call } from "./factory";
import { multipart } from "./files";

/** Uploads `file` to a content item's file route (a training's thumbnail, a lesson's file). */
export const upload = (handler: typeof trainingFile.POST, token: string, id: number, file: File) =>
  call(handler, { method: "POST", token, params: { id: String(id) }, rawBody: multipart(file) });
