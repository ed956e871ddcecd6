import { COMMUNITIES_COPY, COMMUNITY_DETAIL_COPY } from '@domain/copy/communities';
import { BANNER_LUMINANCE_THRESHOLD } from '@domain/limits';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommunityHeader } from './community-header';
import { communityDetail } from './test-kit';

const BANNER = 'https://img.example.org/banner.jpg';

function title() {
  return screen.getByRole('heading', { level: 1, name: 'Dados Delas' });
}

describe('CommunityHeader', () => {
  it('turns the title white over a dark banner, with a dark scrim behind it', () => {
    render(
      <CommunityHeader
        community={communityDetail({ bannerUrl: BANNER, bannerLuminance: BANNER_LUMINANCE_THRESHOLD - 0.3 })}
      />,
    );
    expect(title()).toHaveClass('text-white');
    expect(title()).not.toHaveClass('text-ink');
    expect(screen.getByTestId('community-banner')).toHaveAttribute('data-surface', 'dark');
    expect(screen.getByTestId('community-banner-scrim').className).toMatch(/from-black\//);
  });

  it('keeps the title dark over a light banner (at the threshold too), with a light scrim', () => {
    const { rerender } = render(
      <CommunityHeader community={communityDetail({ bannerUrl: BANNER, bannerLuminance: 0.8 })} />,
    );
    expect(title()).toHaveClass('text-ink');
    expect(title()).not.toHaveClass('text-white');
    expect(screen.getByTestId('community-banner-scrim').className).toMatch(/from-white\//);

    rerender(
      <CommunityHeader
        community={communityDetail({ bannerUrl: BANNER, bannerLuminance: BANNER_LUMINANCE_THRESHOLD })}
      />,
    );
    expect(title()).toHaveClass('text-ink');
  });

  it('shows the branded placeholder and a dark title when there is no banner', () => {
    render(<CommunityHeader community={communityDetail({ bannerUrl: null, bannerLuminance: 0.1 })} />);
    expect(screen.getByTestId('community-banner-placeholder')).toBeInTheDocument();
    expect(screen.queryByTestId('community-banner-scrim')).not.toBeInTheDocument();
    expect(title()).toHaveClass('text-ink');
  });

  it('shows the logo initials, niche, counts, badges, location and website', () => {
    render(
      <CommunityHeader
        community={communityDetail(
          { isPrivate: true, requiresApproval: true, website: 'dadosdelas.example.org' },
          { memberCount: 1, followerCount: 30 },
        )}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('DD')).toBeInTheDocument();
    expect(screen.getByText('Tecnologia')).toBeVisible();
    expect(screen.getByText(COMMUNITIES_COPY.card.members(1))).toBeVisible();
    expect(screen.getByText(COMMUNITIES_COPY.card.followers(30))).toBeVisible();
    expect(screen.getByText('Privada')).toBeVisible();
    expect(screen.getByText('Requer aprovação')).toBeVisible();
    const details = screen.getByRole('list', { name: COMMUNITY_DETAIL_COPY.header.details });
    expect(within(details).getByText('Belo Horizonte, MG')).toBeVisible();
    expect(
      within(details).getByRole('link', { name: new RegExp(`^${COMMUNITY_DETAIL_COPY.header.website}`) }),
    ).toHaveAttribute('href', 'https://dadosdelas.example.org');
  });

  it('shows no badges for an open community', () => {
    render(<CommunityHeader community={communityDetail()} />);
    expect(screen.queryByText('Privada')).not.toBeInTheDocument();
    expect(screen.queryByText('Requer aprovação')).not.toBeInTheDocument();
  });
});
