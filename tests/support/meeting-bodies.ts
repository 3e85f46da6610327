/** Next year: meeting dates in the future whatever day the tests run. */
export const nextYear = new Date().getUTCFullYear() + 1;

/** A create body of the general assembly the meeting-record tests hold, with these invitees. */
export const assemblyBody = (users: number[], overrides: Record<string, unknown> = {}) => ({
  title: "Assembleia geral ordinária",
  description: "Prestação de contas e eleição",
  link: "https://meet.example.com/assembleia",
  meetingDate: `${nextYear}-04-15T22:00:00.000Z`,
  users,
  ...overrides,
});
