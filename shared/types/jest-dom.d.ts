// Testing Library's DOM matchers (toBeVisible, toHaveAccessibleDescription, ...) on vitest's
// expect, for the component tests type-checked with each app.
import '@testing-library/jest-dom/vitest';
