import { CompanySwitcher } from '@rawex/ui-kit';

export default CompanySwitcher;
