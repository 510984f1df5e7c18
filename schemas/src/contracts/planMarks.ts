/**
 * A content's plan marks, as the detail answer and the reader's list answers (search, a group's
 * page) carry them: `isSubscriptionPlan` when a subscription plan opens one of its groups;
 * `isRegistered` when the signed-in reader may read it: they hold such a plan (active, or
 * cancelled with the paid period running), or it is in no plan. Anonymous: never registered.
 */
export interface PlanMarks {
  isSubscriptionPlan: boolean;
  isRegistered: boolean;
}
