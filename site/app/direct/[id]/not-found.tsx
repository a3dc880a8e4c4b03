import { UnknownRadio } from '@/components/errors/UnknownRadio';

export default UnknownRadio;
