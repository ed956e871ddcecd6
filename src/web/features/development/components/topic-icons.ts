import type { DevelopmentTopicKey } from '@domain/content/development';
import {
  Brain,
  Compass,
  GraduationCap,
  HeartHandshake,
  HeartPulse,
  type LucideIcon,
  Store,
} from 'lucide-react';

/** One icon per development topic, shared by the hub's cards and the guides' headers. */
export const TOPIC_ICONS: Readonly<Record<DevelopmentTopicKey, LucideIcon>> = {
  mentorias: HeartHandshake,
  orientacao: Compass,
  cursos: GraduationCap,
  empreendedorismo: Store,
  saude: HeartPulse,
  cognitivo: Brain,
};
