/** The organisation's zone: meeting days, minutes, exports (APP_TIME_ZONE). */
export const MEETING_TIME_ZONE = process.env.APP_TIME_ZONE || "America/Sao_Paulo";
