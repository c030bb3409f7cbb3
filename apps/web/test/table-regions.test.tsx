// Issue 16 point 5: a table that scrolls sideways on a narrow screen sits in a named region the
// keyboard can reach (tabindex 0), so its hidden columns can be scrolled to without a mouse.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Gebuehrenfolgen } from '../src/wizard/steps/Gebuehrenfolgen';

describe('the fee table', () => {
  it('scrolls in a focusable region named by its caption', () => {
    render(
      <Gebuehrenfolgen
        titel="Gebühren"
        folgen={[
          {
            posten: 'zulassungsgebuehr',
            modul: null,
            termin: '2027/1',
            gebuehr: 40000,
            faellig: 0,
            erstattungFallsBezahlt: 40000,
          },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Gebühren' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('kern-table-responsive');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Gebühren' }));
  });
});
