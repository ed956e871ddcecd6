import { FIELD_LABELS, MSG } from '../messages.js';
import { countOf } from '../rules/plural.js';

// The preferences feature's own pt-BR texts (shared texts and errors stay in messages.ts).

// Job preferences page and wizard.
/** What the preference cards and the wizard both name. */
const PREFERENCE_LABELS = {
  workModels: 'Modelos de trabalho',
  contractTypes: 'Tipos de contrato',
  locations: 'Localizações',
} as const;

export const PREFERENCES_COPY = {
  intro: 'Monte perfis com o tipo de vaga que você procura. O perfil ativo orienta as vagas recomendadas.',
  oneActive: 'Apenas um perfil fica ativo por vez: ao ativar um perfil, os outros são desativados.',
  newProfile: 'Novo perfil',
  empty: 'Você ainda não criou nenhum perfil de preferências.',
  active: 'Ativo',
  activate: MSG.common.activate,
  deactivate: MSG.common.deactivate,
  edit: MSG.common.edit,
  remove: MSG.common.remove,
  removing: MSG.common.removing,
  confirmTitle: 'Remover este perfil?',
  confirmText: (name: string) => `O perfil “${name}” será removido. Esta ação não pode ser desfeita.`,

  summary: {
    workModels: PREFERENCE_LABELS.workModels,
    contractTypes: PREFERENCE_LABELS.contractTypes,
    salary: FIELD_LABELS.salaryRange,
    locations: PREFERENCE_LABELS.locations,
    roles: 'Cargos',
    notInformed: MSG.common.notInformed,
    salaryFrom: (min: string) => `A partir de ${min}`,
    salaryUpTo: (max: string) => `Até ${max}`,
    roleCount: (n: number) => (n === 0 ? 'Nenhum cargo' : countOf(n, 'cargo', 'cargos')),
  },

  wizard: {
    newTitle: 'Novo perfil de preferências',
    editTitle: MSG.common.editQuoted,
    stepsLabel: 'Etapas',
    step: (n: number, total: number) => `Etapa ${n} de ${total}`,
    stepTitles: ['Trabalho e salário', PREFERENCE_LABELS.locations, 'Setor e cargos'] as const,
    previous: 'Anterior',
    next: 'Próximo',
    name: 'Nome do perfil',
    workModels: PREFERENCE_LABELS.workModels,
    contractTypes: PREFERENCE_LABELS.contractTypes,
    salaryRange: 'Faixa salarial mensal (opcional)',
    minSalary: 'Salário mínimo',
    maxSalary: 'Salário máximo',
    location: (n: number) => `Localização ${n}`,
    noLocations: 'Nenhuma localização adicionada: vagas de qualquer lugar.',
    addLocation: 'Adicionar localização',
    removeLocation: MSG.common.remove,
    country: FIELD_LABELS.country,
    state: FIELD_LABELS.state,
    stateTextHint: 'Sigla, até 2 letras.',
    chooseState: FIELD_LABELS.statePlaceholder,
    city: 'Cidade (opcional)',
    sector: FIELD_LABELS.sector,
    chooseSector: 'Selecione um setor',
    category: 'Categoria',
    chooseCategory: 'Selecione uma categoria',
    chooseSectorFirst: 'Escolha um setor para ver as categorias.',
    rolesOf: (category: string) => `Cargos em ${category}`,
    chooseCategoryFirst: 'Escolha uma categoria para ver os cargos.',
    noRoles: 'Nenhum cargo nesta categoria.',
    selectedRoles: (n: number) => `Cargos selecionados (${n})`,
    noSelectedRoles: 'Nenhum cargo selecionado.',
    removeRole: MSG.common.removeNamed,
    roleFallback: (id: number) => `Cargo ${id}`,
    roleLimit: (max: number) => `Você pode escolher até ${countOf(max, 'cargo', 'cargos')}.`,
  },
} as const;
