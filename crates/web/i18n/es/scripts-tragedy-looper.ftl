# Los guiones que trae Tablón (crates/tragedy-looper/scripts), en español: título, reglas
# especiales y notas de la mente maestra. Un guion pegado por alguien se muestra con sus palabras.
tl-script-fs1_ashes_at_the_ward-title = Cenizas en la sala
tl-script-fs1_ashes_at_the_ward-notes = Pon 2 de { -looper-intrigue } en el Estudiante (chico) y llévalo junto al Médico; la { -looper-intrigue } del Rumor en una localización es el farol.
tl-script-fs2_the_silent_classroom-title = El aula silenciosa
tl-script-bt1_seal_of_the_quiet_shrine-title = El sello del santuario callado
tl-script-bt2_promise_on_the_rooftop-title = Promesa en la azotea
tl-script-bt3_a_future_unwritten-title = Un futuro por escribir
tl-script-bt3_a_future_unwritten-rule-1 = El Chico misterioso tiene un papel que ninguna { -looper-plot } de este { -looper-script } exige.
tl-script-bt4_clockwork_hospital-title = El hospital de relojería
