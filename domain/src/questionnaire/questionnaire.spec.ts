// Spec section 5 "Questionnaire": all four star ratings (1 to 5) set; comment optional, shown after.
import { describe, expect, it } from '@jest/globals';
import {
  isQuestionnaireValid,
  type Questionnaire,
  questionnaireErrors,
  showQuestionnaireComment,
} from './questionnaire.js';

const full: Questionnaire = { rating: 5, foodRating: 4, serviceRating: 3, processRating: 1 };

describe('questionnaire (spec 5)', () => {
  it.each<[Questionnaire, boolean, string[]]>([
    [full, true, []],
    [{ ...full, comment: 'Super!' }, true, []],
    [{ ...full, processRating: null }, false, ['processRating']],
    [{ ...full, rating: 0, foodRating: 6 }, false, ['rating', 'foodRating']],
    [{ ...full, serviceRating: 2.5 }, false, ['serviceRating']],
    [{}, false, ['rating', 'foodRating', 'serviceRating', 'processRating']],
  ])('%j valid %p', (questionnaire, valid, fields) => {
    expect(isQuestionnaireValid(questionnaire)).toBe(valid);
    expect(showQuestionnaireComment(questionnaire)).toBe(valid);
    expect(questionnaireErrors(questionnaire).map((error) => error.field)).toEqual(fields);
  });
});
