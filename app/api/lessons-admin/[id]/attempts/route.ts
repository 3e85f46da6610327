import { quizRoutes } from "@/lib/server/quiz-routes";

/** Everyone's results at this quiz: attempts, best score, passed. */
export const GET = quizRoutes.adminList;
