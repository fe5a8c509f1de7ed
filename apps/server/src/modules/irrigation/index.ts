/** The irrigation module's public face: the schedule other modules read (water sources, alerts) and its routes. */
export { scheduleFor } from './service';
export { getSettings as irrigationSettingsOf } from './repository';
export { irrigationSchedule, type Schedule, type ScheduleInput } from './schedule';
export { LITRES_PER_MM_HECTARE } from './data/methods';
export { default, forgetSchedules } from './routes';
