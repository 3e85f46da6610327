/**
 * Training content — ONE implementation configured for trainings, modules, submodules and
 * lessons (levels.ts). Every function takes the acting user first and checks access itself:
 *
 *   admin.ts         list / detail / create / update / delete / countDescendants /
 *                    attachContentFile                                        (ADMIN)
 *   (option lists of titles come from lib/services/autocomplete.ts)
 *   grants.ts        grantContent (idempotent) / revokeContent / revokeOne / grantHolders (ADMIN)
 *   collaborator.ts  studyList / studyItem / setLessonDone   (EMPLOYEE, grant rule of reach.ts)
 *   file-reader.ts   who may read a thumbnail or lesson file (registered in file-access.ts)
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
export { grantContent, grantHolders, revokeContent, revokeOne, type GrantHolder } from "./grants";
export {
  setLessonDone,
  studyItem,
  studyList,
  type Crumb,
  type StudyDetail,
  type StudyItem,
  type StudyList,
} from "./collaborator";
