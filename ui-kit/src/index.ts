export { darkTheme, lightTheme, media, MOBILE_BREAKPOINT_PX, sprinkles, vars, type Sprinkles } from './theme';
export {
  formatCompact,
  formatDate,
  formatOrderNumber,
  formatPrice,
  formatUnitPrice,
  perUnitLabel,
  pluralize,
} from './format/format';
export { Link, LinkProvider, type LinkProps, type LinkProviderProps } from './components/Link/Link';
export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './components/Button/Button';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { SearchBox, type SearchBoxProps } from './components/SearchBox/SearchBox';
export { QuantityStepper, type QuantityStepperProps } from './components/QuantityStepper/QuantityStepper';
export {
  ORDER_STATUSES,
  StatusBadge,
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
export {
  ImageUploader,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  pickImages,
  type ImageUploaderProps,
} from './components/ImageUploader/ImageUploader';
export {
  MAX_VIDEO_BYTES,
  MAX_VIDEOS,
  VideoUploader,
  videoProblem,
  type UploaderNotice,
  type VideoUploaderProps,
} from './components/VideoUploader/VideoUploader';
