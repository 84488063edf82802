"use server";
import { pushEndpointSchema } from "@/schemas/notifications";
import { defineAction } from "@/server/action";

/** Removes one of the member's own push subscriptions by its endpoint (DELETE /api/push/subscriptions). */
export const deletePushSubscription = defineAction({
  schema: pushEndpointSchema,
  authorize: async () => null,
  write: async ({ input, user, tx }) => {
    const { count } = await tx.pushSubscription.deleteMany({ where: { endpoint: input.endpoint, userId: user.id } });
    return { removed: count };
  },
});
