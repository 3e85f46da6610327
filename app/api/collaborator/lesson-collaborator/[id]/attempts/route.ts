import { quizRoutes } from "@/lib/server/quiz-routes";

/** POST sends an attempt at the quiz (scored on the server); GET lists the user's attempts. */
export const POST = quizRoutes.submit;
export const GET = quizRoutes.list;
