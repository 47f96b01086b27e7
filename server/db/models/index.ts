export { BaseModel } from "./base.js";
export { AdminUser } from "./AdminUser.js";
export { Session } from "./Session.js";
export { ApiToken } from "./ApiToken.js";
export { FileRecord } from "./FileRecord.js";
export { Image, type ImageStatus } from "./Image.js";
export { ImageVariant } from "./ImageVariant.js";
export { AuditLogEntry } from "./AuditLogEntry.js";
export { Meta } from "./Meta.js";
export { SiteSetting } from "./SiteSetting.js";
export { Page } from "./Page.js";
export { ServiceCard } from "./ServiceCard.js";
export { ServiceListItem } from "./ServiceListItem.js";
export { PortfolioProject } from "./PortfolioProject.js";
export { ManpowerProject } from "./ManpowerProject.js";
export { ServiceSlugRedirect } from "./ServiceSlugRedirect.js";
export {
  SERVICE_CARD_TYPES,
  PORTFOLIO_TYPES,
  MANPOWER_STATUSES,
  type ServiceCardType,
  type PortfolioType,
  type ManpowerStatus,
} from "./content-enums.js";
export { Form, FORM_IDS, FORM_ADMIN_SLUGS, type FormId, type FormAdminSlug } from "./Form.js";
export { FIELDS_MAX } from "./form-enums.js";
export { FormField, FIELD_TYPES, CHOICE_FIELD_TYPES, type FieldType } from "./FormField.js";
export { FormResponse, RESPONSE_STATUSES, type ResponseStatus } from "./FormResponse.js";
export { FormAnswer, type NewAnswer } from "./FormAnswer.js";
export { Job } from "./Job.js";
export { MedicalReport } from "./MedicalReport.js";
export { QuoteRequest } from "./QuoteRequest.js";
export { QuoteTrade } from "./QuoteTrade.js";
export {
  QUOTE_KINDS,
  QUOTE_STATUSES,
  PROJECT_TYPES,
  SUPPLY_TYPES,
  CONTRACT_PERIODS,
  TRADES,
  type QuoteKind,
  type QuoteStatus,
  type Trade,
} from "./quote-enums.js";
export { ContactMessage } from "./ContactMessage.js";
export { Payment, PAYMENT_STATUSES, type PaymentStatus } from "./Payment.js";
export { PendingRegistration } from "./PendingRegistration.js";
export { Export, EXPORT_STATUSES, type ExportStatus } from "./Export.js";
export { ContentDraft } from "./ContentDraft.js";
export { ContentVersion } from "./ContentVersion.js";
export { GalleryItem } from "./GalleryItem.js";
export { GalleryCategory } from "./GalleryCategory.js";
