import { Select } from '@rawex/ui-kit';

export default Select;
