import type { RelationMappings } from "objection";
import { BaseModel } from "./base.js";
import { PendingRegistration } from "./PendingRegistration.js";
import { FormResponse } from "./FormResponse.js";

export const PAYMENT_STATUSES = ["initiated", "completed", "failed", "cancelled", "expired"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A bKash payment. Database check: a completed payment has trx_id and completed_at. */
export class Payment extends BaseModel {
  static tableName = "payments";

  declare id: number;
  /** bKash paymentID (unique), known once `create` answered. */
  declare providerPaymentId: string | null;
  declare merchantInvoiceNumber: string;
  /** numeric(10,2) as a string. */
  declare amount: string;
  declare currency: "BDT";
  declare status: PaymentStatus;
  declare trxId: string | null;
  declare customerMsisdn: string | null;
  declare pendingRegistrationId: string | null;
  declare failureReason: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare completedAt: Date | null;

  declare pendingRegistration?: PendingRegistration | null;
  declare response?: FormResponse | null;

  static get relationMappings(): RelationMappings {
    return {
      pendingRegistration: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: PendingRegistration,
        join: { from: "payments.pending_registration_id", to: "pending_registrations.id" },
      },
      response: {
        relation: BaseModel.HasOneRelation,
        modelClass: FormResponse,
        join: { from: "payments.id", to: "form_responses.payment_id" },
      },
    };
  }
}
