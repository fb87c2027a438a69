export { AwardReviews } from "./award-reviews";
export { ReviewsSection } from "./reviews-section";
