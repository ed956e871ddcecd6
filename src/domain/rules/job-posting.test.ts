import { describe, expect, it } from 'vitest';
import { type JobPostingSource, jobPosting } from './job-posting.js';

const base: JobPostingSource = {
  title: 'Engenheira de Dados',
  description: '  Pipelines em Python.\nTime remoto.  ',
  createdAt: new Date('2026-11-20T12:00:00Z'),
  state: 'SP',
  city: 'São Paulo',
  workModel: 'Presencial',
  employmentType: 'CLT',
  salaryRange: 'R$ 5.000 - R$ 8.000',
  howToReceive: 'internal',
  company: { name: 'Dados SA', website: 'https://dados.example', logoUrl: 'https://elas.example/logo.png' },
};

describe('jobPosting', () => {
  it('maps an on-site vacancy with its place, contract and parsed salary', () => {
    expect(jobPosting(base)).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Engenheira de Dados',
      description: 'Pipelines em Python.\nTime remoto.',
      datePosted: '2026-11-20T12:00:00.000Z',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Dados SA',
        sameAs: 'https://dados.example',
        logo: 'https://elas.example/logo.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'São Paulo',
          addressRegion: 'SP',
          addressCountry: 'BR',
        },
      },
      employmentType: 'FULL_TIME',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'BRL',
        value: { '@type': 'QuantitativeValue', minValue: 5000, maxValue: 8000, unitText: 'MONTH' },
      },
      directApply: true,
    });
  });

  it('marks a remote vacancy as telecommute in Brazil, with no place', () => {
    const posting = jobPosting({ ...base, workModel: 'Remoto', state: null, city: null });
    expect(posting.jobLocation).toBeUndefined();
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'Brasil' });
  });

  it('leaves out a salary that does not parse, and what is not known', () => {
    const posting = jobPosting({
      ...base,
      salaryRange: 'A combinar',
      employmentType: null,
      howToReceive: 'external',
      company: { name: 'Dados SA', website: null, logoUrl: null },
    });
    expect(posting.baseSalary).toBeUndefined();
    expect(posting.employmentType).toBeUndefined();
    expect(posting.validThrough).toBeUndefined();
    expect(posting.directApply).toBe(false);
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Dados SA' });
    expect(jobPosting({ ...base, salaryRange: 'R$ 80 por hora' }).baseSalary).toBeUndefined();
    expect(jobPosting({ ...base, salaryRange: null }).baseSalary).toBeUndefined();
  });

  it('reads open-ended ranges and maps every contract type', () => {
    expect(jobPosting({ ...base, salaryRange: 'até R$ 4.000' }).baseSalary).toMatchObject({
      value: { maxValue: 4000, unitText: 'MONTH' },
    });
    const from = jobPosting({ ...base, salaryRange: 'a partir de R$ 5 mil' }).baseSalary as {
      value: Record<string, unknown>;
    };
    expect(from.value).toEqual({ '@type': 'QuantitativeValue', minValue: 5000, unitText: 'MONTH' });
    const types = ['CLT', 'PJ', 'estagio', 'temporario', 'freelancer'].map(
      (employmentType) => jobPosting({ ...base, employmentType }).employmentType,
    );
    expect(types).toEqual(['FULL_TIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY', 'CONTRACTOR']);
  });

  it('keeps text as given (the page escapes it) and adds validThrough only when known', () => {
    const posting = jobPosting({
      ...base,
      title: '</script><script>alert(1)</script>',
      validThrough: new Date('2026-12-31T00:00:00Z'),
    });
    expect(posting.title).toBe('</script><script>alert(1)</script>');
    expect(posting.validThrough).toBe('2026-12-31T00:00:00.000Z');
  });
});
