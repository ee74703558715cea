/**
 * Mantine CSS loaded on every page (docs/decisions/0003-css-budget.md).
 * Only the base and the components that the public site, the language switcher and the root error
 * screen use are here (Button, Burger, Container, inputs, ActionIcon, Title, Text), in Mantine's documented dependency order, to keep the public pages' first
 * load small. The dashboard and full-page layouts load the complete stylesheet; a public page that
 * uses another component imports that component's file (e.g. '@mantine/core/styles/Tabs.css').
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Burger.layer.css';
