import type { Database } from "@/db";
import { demoFinance } from "./demo/finance";
import { demoMeetings } from "./demo/meetings";
import { demoPeople } from "./demo/people";
import { demoTrainings } from "./demo/trainings";

export { DEMO_ADMIN, DEMO_EMPLOYEE } from "./demo/people";

/**
 * The demo: two demo accounts and twelve more people, meetings, finance items of each kind (some
 * with receipts), and three trainings with thumbnails, grants and some progress. Files go to the
 * local disk under DATA_DIR like uploads do. Runs once, into an empty embedded database.
 */
export async function demoData(db: Database): Promise<void> {
  const people = await demoPeople(db);
  await demoMeetings(db, people);
  await demoFinance(db, people);
  await demoTrainings(db, people);
}
