// 44 with forms only, in Spanish (the flow: ../flows/forty-four-forms.mjs).
import { formsOnly } from "../flows/forty-four-forms.mjs";

formsOnly("es");
