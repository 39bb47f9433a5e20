import { Button } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

const emotionStyles = () => document.head.querySelectorAll('style[data-emotion]');

// The two tests run in order: the second sees what the setup's afterEach left of the first.
describe('Each web test starts with no style rules of the tests before it', () => {
  it('styles a rendered MUI component', () => {
    render(<Button>Save</Button>);
    expect(emotionStyles().length).toBeGreaterThan(0);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Save' })).textTransform).toBe('uppercase');
  });

  it('starts empty, and styles the same component again', () => {
    expect(emotionStyles()).toHaveLength(0);
    render(<Button>Save</Button>);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Save' })).textTransform).toBe('uppercase');
  });
});
