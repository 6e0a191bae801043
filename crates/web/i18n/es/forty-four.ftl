# forty-four screens (es). Owned by the forty-four screens module.
