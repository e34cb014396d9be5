// Where the overviews send the desk: the reservation's own page (/reservation/{id}) and a new booking
// (/reservation). Kept in one place so the calendars follow the reservation screens' routes.

export const NEW_RESERVATION_PATH = '/reservation';
export const reservationPath = (reservationId: number): string => `/reservation/${reservationId}`;
