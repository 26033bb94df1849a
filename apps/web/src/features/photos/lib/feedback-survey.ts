/** The event the app raises when a feedback survey should be offered (after delete-all). */
export const FEEDBACK_SURVEY_EVENT = 'myaccount:feedback-survey';

export interface FeedbackSurveyDetail {
  trigger: 'photos-deleted-all';
}

/**
 * Spec: a successful delete-all "triggers a feedback survey". No survey tool is part of the
 * product; the trigger is a DOM event any survey script can listen to.
 */
export function triggerFeedbackSurvey(detail: FeedbackSurveyDetail): void {
  window.dispatchEvent(new CustomEvent<FeedbackSurveyDetail>(FEEDBACK_SURVEY_EVENT, { detail }));
}
