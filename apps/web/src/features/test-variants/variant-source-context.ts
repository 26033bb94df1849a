import { createContext } from 'react';
import { CONTROL_SOURCE, type VariantSource } from '@/features/test-variants/lib/variant-source';

export const VariantSourceContext = createContext<VariantSource>(CONTROL_SOURCE);
