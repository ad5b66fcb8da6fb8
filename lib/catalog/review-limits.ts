// Limits of a product review, shared by the review form in the browser and the server's input
// schema (lib/catalog/schema.ts reviewInputSchema). No imports: the form's chunk stays tiny.
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Characters of a review's text, counted after trimming. */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
