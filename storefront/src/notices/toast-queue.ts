export { toaster } from '@rawex/ui-kit';
