// Store staff (issue 15): the shop owner's customer-service staff. Zod-free, so the console imports it as it is.

export const STORE_STAFF_LIMITS = {
  /** staff accounts a shop keeps (active and disabled) */
  perShop: 20,
} as const;

/** 1 active, 0 disabled by the owner */
export const STAFF_STATUS = { disabled: 0, active: 1 } as const;

/** Who answers a shop's service desk: its owner, a staff member, or (the self-operated store) an operator. */
export type ChatAgentRole = 'owner' | 'staff' | 'operator';
