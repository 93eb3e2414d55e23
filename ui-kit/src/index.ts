export {
  darkTheme,
  focusRing,
  hairline,
  lightTheme,
  media,
  MOBILE_BREAKPOINT_PX,
  surfacePanel,
  vars,
} from './theme';
export {
  formatCompact,
  formatDate,
  formatDateTime,
  formatDuration,
  formatTimeLeft,
  formatOrderNumber,
  formatPrice,
  minorUnitsOf,
  formatQuantity,
  formatUnitPrice,
  lineTotal,
  perUnitLabel,
  pluralize,
  specificationLabel,
  sumAmounts,
  sumByCurrency,
  formatAmounts,
  formatEstimate,
  type Amount,
  type MoneyEstimate,
} from './format/format';
export { Link, LinkProvider, type LinkProps, type LinkProviderProps } from './components/Link/Link';
export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './components/Button/Button';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { SearchBox, type SearchBoxProps } from './components/SearchBox/SearchBox';
export { QuantityStepper, type QuantityStepperProps } from './components/QuantityStepper/QuantityStepper';
export { Money, type MoneyProps } from './components/Money/Money';
export { PriceLadder, type PriceLadderProps } from './components/PriceLadder/PriceLadder';
export {
  StatusBadge,
  statusLabel,
  type OrderStatus,
  type StatusBadgeProps,
} from './components/StatusBadge/StatusBadge';
export {
  TrackingSteps,
  trackingSteps,
  type TrackingStepsProps,
} from './components/TrackingSteps/TrackingSteps';
export {
  createToastQueue,
  TOAST_DURATION_MS,
  Toaster,
  toaster,
  type ToasterProps,
  type ToastQueue,
} from './components/Toaster/Toaster';
export { ImageUploader, pickImages, type ImageUploaderProps } from './components/ImageUploader/ImageUploader';
export { UploadDropzone, type UploadDropzoneProps } from './components/UploadDropzone/UploadDropzone';
export {
  VideoUploader,
  videoProblem,
  type UploaderNotice,
  type VideoUploaderProps,
} from './components/VideoUploader/VideoUploader';
export {
  vendorName,
  type CartLineItem,
  type PriceRung,
  type CategorySummary,
  type FileRefusal,
  type MediaRules,
  type NavEntry,
  type OrderRecord,
  type ProductSummary,
  type Review,
  type VendorSummary,
} from './model';
export {
  Badge,
  UNVERIFIED_MEANING,
  VerifiedBadge,
  type BadgeProps,
  type VerifiedBadgeProps,
} from './components/Badge/Badge';
export { RatingStars, type RatingStarsProps } from './components/RatingStars/RatingStars';
export { RatingInput, type RatingInputProps } from './components/RatingStars/RatingInput';
export {
  ProductCard,
  ProductCardSkeleton,
  type ProductCardProps,
} from './components/ProductCard/ProductCard';
export { FALLBACK_PRODUCT_IMAGE } from './components/ProductCard/fallback-image';
export {
  Picture,
  PICTURE_WIDTHS,
  PictureProvider,
  type PictureProps,
  type PictureProviderProps,
  type ResizePicture,
} from './components/Picture/Picture';
export { ProductGrid, type ProductGridProps } from './components/ProductGrid/ProductGrid';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { Loaded, type LoadedProps } from './components/Loaded/Loaded';
export {
  PaymentPlanFields,
  type PaymentPlanErrors,
  type PaymentPlanFieldsProps,
  type PaymentPlanValues,
} from './components/PaymentPlanFields/PaymentPlanFields';
export * as Dialog from './components/Dialog/Dialog';
export {
  Select,
  SortSelect,
  type SelectOption,
  type SelectProps,
  type SortSelectProps,
} from './components/Select/Select';
export { ClosedSelect, type ClosedSelectProps } from './components/Select/ClosedSelect';
export {
  CompanySwitcher,
  type CompanySwitcherProps,
  type SwitchableCompany,
} from './components/CompanySwitcher/CompanySwitcher';
export {
  DEFAULT_PRICE_RANGE,
  isInPriceRange,
  PRICE_RANGE,
  type PriceRange,
} from './components/PriceRangeSlider/price-range';
export { PriceRangeSlider, type PriceRangeSliderProps } from './components/PriceRangeSlider/PriceRangeSlider';
export { FilterSheet, type FilterSheetProps, type MobileFilters } from './components/FilterSheet/FilterSheet';
export {
  ProductComparison,
  type ComparedProduct,
  type ComparisonRow,
  type ProductComparisonProps,
} from './components/ProductComparison/ProductComparison';
export {
  FacetFilters,
  type FacetFiltersProps,
  type FacetGroup,
} from './components/FacetFilters/FacetFilters';
export { FilterBar, resultSummary, type FilterBarProps } from './components/FilterBar/FilterBar';
export { Breadcrumbs, type BreadcrumbsProps, type Crumb } from './components/Breadcrumbs/Breadcrumbs';
export {
  CategoryStats,
  type CategoryStatistics,
  type CategoryStatsProps,
} from './components/CategoryStats/CategoryStats';
export * as Tabs from './components/Tabs/Tabs';
export { Avatar, type AvatarProps } from './components/Avatar/Avatar';
export { VendorCard, VendorCardSkeleton, type VendorCardProps } from './components/VendorCard/VendorCard';
export {
  VendorHeader,
  VendorHeaderSkeleton,
  type VendorHeaderProps,
} from './components/VendorHeader/VendorHeader';
export { ReviewList, type ReviewListProps } from './components/ReviewList/ReviewList';
export { StatCard, type StatCardProps } from './components/StatCard/StatCard';
export { CartLine, type CartLineProps } from './components/CartLine/CartLine';
export { CartDrawer, type CartDrawerProps } from './components/CartDrawer/CartDrawer';
export { OrderSummary, type OrderSummaryProps } from './components/OrderSummary/OrderSummary';
export { OrderCard, OrderCardSkeleton, type OrderCardProps } from './components/OrderCard/OrderCard';
export { PaymentSummary, type PaymentSummaryProps } from './components/PaymentSummary/PaymentSummary';
export {
  Tooltip,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  type TooltipProps,
} from './components/Tooltip/Tooltip';
export { ThemeSwitch, type ThemeSwitchProps } from './components/ThemeSwitch/ThemeSwitch';
export { CurrencyPicker, type CurrencyPickerProps } from './components/CurrencyPicker/CurrencyPicker';
export { CategoryStrip, type CategoryStripProps } from './components/CategoryStrip/CategoryStrip';
export { CategoryIcon, type CategoryIconProps } from './components/CategoryStrip/category-icons';
export { CountBadge, type CountBadgeProps } from './components/CountBadge/CountBadge';
export { DesktopHeader, type DesktopHeaderProps } from './components/DesktopHeader/DesktopHeader';
export type { HeaderUser } from './components/DesktopHeader/account';
export { MobileHeader, type MobileHeaderProps } from './components/MobileHeader/MobileHeader';
export { BottomTabBar, type BottomTabBarProps } from './components/BottomTabBar/BottomTabBar';
export { Footer, type FooterProps } from './components/Footer/Footer';
export { TradeAssurance } from './components/TradeAssurance/TradeAssurance';
export {
  TextAreaField,
  TextField,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './components/TextField/TextField';
export { ProductForm, type ProductFormProps } from './components/ProductForm/ProductForm';
export {
  EMPTY_PRODUCT_FORM,
  type CodeAndName,
  type ProductAttributeChoices,
  type ProductFormErrors,
  type ProductFormValues,
  type PriceRungRow,
  type SpecificationRow,
} from './components/ProductForm/product-form-values';
export { Icon, type IconName, type IconProps } from './components/Icon/Icon';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export {
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxOption,
} from './components/CheckboxGroup/CheckboxGroup';
export { ProgressBar, type ProgressBarProps, type ProgressTone } from './components/ProgressBar/ProgressBar';
export { Alert, type AlertProps } from './components/Alert/Alert';
export { BarChart, type Bar, type BarChartProps } from './components/BarChart/BarChart';
export {
  ChatBubble,
  ChatThread,
  type ChatBubbleProps,
  type ChatThreadProps,
} from './components/ChatThread/ChatThread';
export { ChatComposer, type ChatComposerProps } from './components/ChatComposer/ChatComposer';
export { SecretField, type SecretFieldProps } from './components/SecretField/SecretField';
export { StatGrid, type Stat, type StatGridProps } from './components/StatGrid/StatGrid';
export {
  ConsoleShell,
  type ConsoleShellProps,
  type ConsoleTab,
} from './components/ConsoleShell/ConsoleShell';
export {
  RecordCard,
  RecordCardSkeleton,
  type RecordCardProps,
  type RecordField,
} from './components/RecordCard/RecordCard';
export {
  ActivityList,
  type ActivityItem,
  type ActivityListProps,
} from './components/ActivityList/ActivityList';
export { StatusList, type StatusItem, type StatusListProps } from './components/StatusList/StatusList';
export {
  MilestoneSteps,
  type Milestone,
  type MilestoneStepsProps,
} from './components/MilestoneSteps/MilestoneSteps';
export {
  ShipmentLots,
  type ShipmentLot,
  type ShipmentLotsProps,
} from './components/ShipmentLots/ShipmentLots';
export {
  BalanceTable,
  type BalanceRow,
  type BalanceTableProps,
} from './components/BalanceTable/BalanceTable';
export { BidRanking, type BidRankingProps, type RankedBid } from './components/BidRanking/BidRanking';
export {
  ConversationList,
  type ConversationListProps,
  type ConversationSummary,
} from './components/ConversationList/ConversationList';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog/ConfirmDialog';
export {
  IncotermSelect,
  namedPlaceField,
  type IncotermOption,
  type IncotermSelectProps,
} from './components/IncotermSelect/IncotermSelect';
export { RfqCard, type RfqCardProps } from './components/RfqCard/RfqCard';
export {
  QuoteComparison,
  type ComparedQuote,
  type QuoteComparisonProps,
} from './components/QuoteComparison/QuoteComparison';
export {
  QuoteForm,
  type QuoteFormErrors,
  type QuoteFormProps,
  type QuoteFormValues,
} from './components/QuoteForm/QuoteForm';
