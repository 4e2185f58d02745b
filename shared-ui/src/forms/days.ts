// The days a date field offers (yyyy-MM-dd, as the API takes them) by the region's calendar, the
// contract's: today is Bogotá's whatever zone the phone is set to, as it is for the API that judges
// the day sent (pastDate, selectADateGreaterThanToday). Tomorrow is the earliest day of what must
// come after today (a transport's shipping day).
export { regionToday as todayDate, regionTomorrow as tomorrowDate, isDayFromToday, isDayAfterToday } from '@agrocadena/contracts/core';
