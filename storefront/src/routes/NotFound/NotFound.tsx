export { NotFound as default } from '../../navigation/NotFound';
