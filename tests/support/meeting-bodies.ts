/** Next year: meeting dates in the future whatever day the tests run. */
export const nextYear = new Date().getUTCFullYear() + 1;

type Base = { title: string; description: string; link: string; meetingDate: string };

/** A create body builder: `base`, these attendees, then the overrides. */
const bodyOf =
  (base: Base) =>
  (users: number[], overrides: Record<string, unknown> = {}) => ({ ...base, users, ...overrides });

/** A create body of the general assembly the meeting-record tests hold. */
export const assemblyBody = bodyOf({
  title: "Assembleia geral ordinária",
  description: "Prestação de contas e eleição",
  link: "https://meet.example.com/assembleia",
  meetingDate: `${nextYear}-04-15T22:00:00.000Z`,
});

/** A create body of the weekly meeting the meetings REST tests use. */
export const meetingBody = bodyOf({
  title: "Reunião de alinhamento",
  description: "Pauta da semana",
  link: "https://meet.example.com/abc",
  meetingDate: `${nextYear}-03-10T13:30:00.000Z`,
});
