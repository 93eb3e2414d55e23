// Every table's model: each lives beside the domain that owns its table.
export { BaseModel } from './platform/database/base-model.ts';
export { AddressRequest } from './platform/database/address-request.model.ts';
export { ApiKey } from './keys/api-key.model.ts';
export { ApiKeyRateCap } from './keys/api-key-rate-cap.model.ts';
export { ApiKeyUsage } from './keys/api-key-usage.model.ts';
export { Auction, AuctionBid, AuctionInvitation, AuctionLot } from './auctions/auction.model.ts';
export { AuditEvent } from './audit/audit-event.model.ts';
export { CartItem } from './orders/cart-item.model.ts';
export { Category } from './catalogue/category.model.ts';
export { Certification } from './catalogue/certification.model.ts';
export { Company, CompanyAddress, CompanyInvitation, CompanyMember } from './companies/index.ts';
export { Conversation } from './trade/conversation.model.ts';
export { CurrencyRecord, FxRateRecord } from './currencies/index.ts';
export { DataExport } from './personal/data-export.model.ts';
export { Email } from './notifications/email.model.ts';
export { EmailChangeRequest } from './accounts/email-change.model.ts';
export { EmailDigest, EmailDigestItem } from './notifications/email-digest.model.ts';
export { EndpointMetric } from './keys/endpoint-metric.model.ts';
export { Event } from './notifications/event.model.ts';
export { IdempotencyKey } from './orders/idempotency-key.model.ts';
export { BlockchainBlock } from './blockchain/blockchain-block.model.ts';
export { BlockchainContract } from './blockchain/blockchain-contract.model.ts';
export { BlockchainDefiProtocol } from './blockchain/blockchain-defi-protocol.model.ts';
export { BlockchainNetwork } from './blockchain/blockchain-network.model.ts';
export { BlockchainTransaction } from './blockchain/blockchain-transaction.model.ts';
export { MarketplaceSetting } from './platform/database/marketplace-setting.model.ts';
export { Message } from './trade/message.model.ts';
export { Notification } from './notifications/notification.model.ts';
export { NotificationSetting } from './notifications/notification-setting.model.ts';
export { Order } from './orders/order.model.ts';
export {
  CompanyBankAccount,
  DocumentCounter,
  OrderDocumentRecord,
  PaymentRecord,
  PaymentReminder,
} from './payments/index.ts';
export { OrderItem } from './orders/order-item.model.ts';
export { OrderStatusChange } from './orders/order-status-change.model.ts';
export { PasskeyCredential } from './accounts/passkey.model.ts';
export { PasswordReset } from './accounts/password-reset.model.ts';
export { PasswordResetRequest } from './accounts/password-reset-request.model.ts';
export { Product } from './catalogue/product.model.ts';
export { ProductFacetProfile } from './catalogue/product-facet-profile.model.ts';
export { ProductView } from './catalogue/product-view.model.ts';
export { CatalogueReferenceRate } from './catalogue/reference-rate.model.ts';
export { PurchaseApproval } from './purchasing/index.ts';
export { Quote } from './trade/quote.model.ts';
export { QuoteVersion } from './trade/quote-version.model.ts';
export { RecoveryCode } from './accounts/recovery-code.model.ts';
export { Rfq } from './trade/rfq.model.ts';
export { SavedProduct } from './personal/saved-product.model.ts';
export { SavedSearch, SavedSearchCandidate, SavedSearchMatch } from './personal/saved-search.model.ts';
export { Session } from './accounts/session.model.ts';
export {
  CollectionStatement,
  CollectionStatementLine,
  CommissionInvoiceRecord,
  CommissionRuleRecord,
  DisputeMessage,
  DisputeRecord,
  JournalEntry,
  JournalLine,
  PayoutBatchRecord,
  PayoutRecord,
  SettlementAccount,
} from './settlement/index.ts';
export { SharedFigure } from './platform/database/shared-figure.model.ts';
export { Shipment } from './shipments/shipment.model.ts';
export { ShipmentEvent } from './shipments/shipment-event.model.ts';
export { SignInChallenge } from './accounts/sign-in-challenge.model.ts';
export { SignInDevice } from './accounts/sign-in-device.model.ts';
export { SigningKey } from './accounts/signing-key.model.ts';
export { SignInThrottle } from './accounts/sign-in-throttle.model.ts';
export { SignUp } from './accounts/sign-up.model.ts';
export {
  TradeDocumentChecklistRecord,
  TradeDocumentRecord,
  TradeDocumentRequest,
} from './shipments/trade-document.model.ts';
export { TotpFactor } from './accounts/totp-factor.model.ts';
export { Upload } from './media/upload.model.ts';
export { User } from './accounts/user.model.ts';
export { VendorRating } from './orders/vendor-rating.model.ts';
export { VerificationEmail } from './accounts/verification-email.model.ts';
export { Webhook } from './webhooks/webhook.model.ts';
export { WebhookDelivery } from './webhooks/webhook-delivery.model.ts';
