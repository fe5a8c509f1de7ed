/** Alert texts of the contact form (spec sections 5 and 8). */
export const CONTACT_REQUIRED_MESSAGE = 'All fields are required';
export const CONTACT_SUCCESS_MESSAGE = 'Your query has been submitted successfully.';
export const CONTACT_FAILURE_MESSAGE = 'There was an issue submitting your query. Please try again later.';
