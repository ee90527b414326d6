import { ORDER_OWN_TEXTS } from '../messages/order-texts.js';

/** Questionnaire payload (spec 3 and 7). */
export interface Questionnaire {
  rating?: number | null;
  foodRating?: number | null;
  serviceRating?: number | null;
  processRating?: number | null;
  comment?: string | null;
}

/** The four star ratings, each 1 to 5 (spec 5 and 9). */
export const RATING_FIELDS = ['rating', 'foodRating', 'serviceRating', 'processRating'] as const;
export const MIN_STARS = 1;
export const MAX_STARS = 5;

/** A star rating is a whole number from 1 to 5. */
export function isValidStars(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_STARS && value <= MAX_STARS;
}

/** Valid (spec 5) when all four ratings are set to 1..5; the comment is optional. */
export function isQuestionnaireValid(questionnaire: Questionnaire): boolean {
  return RATING_FIELDS.every((field) => isValidStars(questionnaire[field]));
}

/** Field errors for the server: one per missing or out-of-range rating. */
export function questionnaireErrors(questionnaire: Questionnaire): { field: string; message: string }[] {
  return RATING_FIELDS.filter((field) => !isValidStars(questionnaire[field])).map((field) => ({
    field,
    message: ORDER_OWN_TEXTS.ratingInvalid,
  }));
}

/** The comment field appears only after all four ratings are set (spec 5). */
export function showQuestionnaireComment(questionnaire: Questionnaire): boolean {
  return isQuestionnaireValid(questionnaire);
}
