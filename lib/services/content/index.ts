/**
 * Training content — ONE implementation configured for trainings, modules, submodules and
 * lessons (levels.ts). Every function takes the acting user first and checks access itself:
 *
 *   admin.ts         list / detail / create / update / delete / countDescendants /
 *                    attachContentFile                                        (ADMIN)
 *   (option lists of titles come from lib/services/autocomplete.ts)
 *   grants.ts        grantContent (idempotent but for `validUntil`) / setGrantValidity /
 *                    revokeContent / revokeOne / grantHolders                  (ADMIN)
 *   collaborator.ts  studyList / studyItem / setLessonDone   (EMPLOYEE, grant rule of reach.ts)
 *   file-reader.ts   who may read a thumbnail or lesson file (registered in file-access.ts)
 *   quiz.ts          submitAttempt / listAttempts (EMPLOYEE; scored on the server)
 *   quiz-scores.ts   quizScoresOf (a training's quiz results) / quizAttemptsOf      (ADMIN)
 *   locks.ts         the lock rule of module prerequisites, for every door
 *   prerequisites.ts moduleOptions and the checks of "Requer o módulo" / "Em ordem" (ADMIN)
 */
export {
  attachContentFile,
  countDescendants,
  createContent,
  deleteContent,
  getContent,
  listContent,
  updateContent,
} from "./admin";
export {
  grantContent,
  grantHolders,
  revokeContent,
  revokeOne,
  setGrantValidity,
  type GrantHolder,
} from "./grants";
export {
  setLessonDone,
  studyItem,
  studyList,
  type Crumb,
  type StudyDetail,
  type StudyItem,
  type StudyList,
} from "./collaborator";
export { listAttempts, submitAttempt } from "./quiz";
export { quizAttemptsOf, quizScoresOf, type QuizScore } from "./quiz-scores";
export { moduleOptions, type ModuleOption } from "./prerequisites";
