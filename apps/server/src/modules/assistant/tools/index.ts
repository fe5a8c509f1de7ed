import { cropTimingTool } from './crop-timing';
import { diseaseTool } from './disease';
import { pesticideTool } from './pesticides';
import { soilReadingsTool } from './soil-readings';
import { symptomsTool } from './symptoms';
import type { AssistantTool } from './tool';

/** In order of precedence: the first tool that matches a question answers it. */
export const assistantTools: AssistantTool[] = [soilReadingsTool, cropTimingTool, pesticideTool, diseaseTool, symptomsTool];
