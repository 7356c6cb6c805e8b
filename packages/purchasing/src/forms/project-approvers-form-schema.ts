import { z } from 'zod';

/** The members checked as the project's approvers; none at all is a choice (owners and admins are then asked). */
export const projectApproversFormSchema = z.object({ userIds: z.array(z.string()) });
export type ProjectApproversFormValues = z.infer<typeof projectApproversFormSchema>;

/** The form's field is named as the API's (camelCased) one, so a refusal of `user_ids` lands on it. */
export const projectApproversFieldNames = ['userIds'] as const;
